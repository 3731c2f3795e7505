/** An event's data as one readable line for the audit log: `key: value` pairs, nested values as JSON. */
export function describeEventData(json: string): string {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return json;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return JSON.stringify(data);
  const entries = Object.entries(data);
  if (entries.length === 0) return '(no data)';
  return entries
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');
}
