import { Link } from 'react-router';

// Issue 28: an empty league is not a dead end. Under SPEC's "No data available" its admins see the
// first steps (people, the first match, a tourney); everyone else the one thing to do.

export function FirstSteps({ administers }: { administers: boolean }) {
  if (!administers)
    return (
      <p className="kl-first-steps-line">
        No matches yet:{' '}
        <Link className="kl-link" to="/games/addStats">
          record the first one
        </Link>
        .
      </p>
    );
  return (
    <section className="kl-card kl-first-steps" aria-labelledby="first-steps-title">
      <h2 id="first-steps-title" className="kl-heading" data-size="md">
        First steps for your league
      </h2>
      <ol>
        <li>
          <Link className="kl-link" to="/admin/people">
            Invite your colleagues
          </Link>{' '}
          with a link or a QR code for the TV, or{' '}
          <Link className="kl-link" to="/admin/players">
            add players
          </Link>{' '}
          yourself.
        </li>
        <li>
          <Link className="kl-link" to="/games/addStats">
            Record the first match
          </Link>{' '}
          at the table: the tables fill in from there.
        </li>
        <li>
          <Link className="kl-link" to="/games/tourney/newTourney">
            Set up a tourney
          </Link>{' '}
          for lunch.
        </li>
      </ol>
    </section>
  );
}
