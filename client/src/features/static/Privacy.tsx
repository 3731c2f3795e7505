import { Section, StaticPage } from './StaticPage';

// SPEC §1, in our own words.
export default function Privacy() {
  return (
    <StaticPage title="Privacy policy" updated="27 September 2022">
      <Section title="What we keep">
        Only what running the league needs: the usual server logs, the cookie that keeps you signed in, and
        the contact details you give us (your name and e-mail address), next to the matches you record.
        Nothing else is collected, and nothing is sold or shared for advertising.
      </Section>
      <Section title="Your rights">
        Wherever you live, you may ask what we hold about you, have it corrected or deleted, take a copy with
        you, and object to how it is used. These are your rights under the GDPR and the CCPA alike.
      </Section>
      <Section title="Age">You must be at least 13 years old to use Kicker League.</Section>
      <Section title="Requests">
        Write to the administrators of your organisation. We answer every request within one month.
      </Section>
    </StaticPage>
  );
}
