import { Section, StaticPage } from './StaticPage';

// SPEC §1, in our own words.
export default function Terms() {
  return (
    <StaticPage title="Terms of use" updated="27 September 2022">
      <Section title="Fair play">
        Record only matches that were played, and treat the other players with respect. Accounts that break
        these terms may be suspended or deleted.
      </Section>
      <Section title="Deleted accounts">
        Someone whose account was deleted for a violation may not sign up again.
      </Section>
      <Section title="Liability">
        Kicker League is provided as it is. Our liability is limited to one dollar or to the amount you paid
        us in the month before the claim, whichever is greater.
      </Section>
    </StaticPage>
  );
}
