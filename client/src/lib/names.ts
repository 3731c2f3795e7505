/** SPEC §9 name truncation: how many characters of a name each place shows. */
export const NAME_LIMIT = {
  mobile: 15,
  desktop: 18,
  historyTable: 13,
  tables: 15,
  awards: 28,
  historyDetails: 20,
  bracket: 12,
  selectionSingle: 12,
  selectionDouble: 20,
} as const;

/** The name cut at `max` characters, with an ellipsis when something was cut. */
export const truncateName = (name: string, max: number) =>
  name.length > max ? `${name.slice(0, max)}…` : name;
