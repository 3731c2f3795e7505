// SPEC §2 League tab: a countdown (days, hours, minutes, seconds) to a local date and time, ticking
// every second. The target is in the past now (2023-06-01), so it shows zeros.

export const LEAGUE_START = '2023-06-01T00:00:00';
export const TICK_MS = 1000;

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The target has passed: every part is 0. */
  over: boolean;
}

/**
 * What is left until `target` (local time, no zone: the browser's), or null for a missing or
 * invalid target (SPEC: logged as 'Invalid target date').
 */
export function countdownTo(target: string | null | undefined, now: Date): Countdown | null {
  if (!target) return null;
  const at = new Date(target).getTime();
  if (Number.isNaN(at)) return null;
  const left = Math.max(0, Math.floor((at - now.getTime()) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    over: left === 0,
  };
}

export const INVALID_TARGET_DATE = 'Invalid target date';

/**
 * SPEC §2 League tab: a missing or invalid target date is logged as 'Invalid target date' (once, when
 * the tab opens: the countdown itself then shows nothing). True when the target is a date.
 */
export function checkTarget(
  target: string | null | undefined,
  log: (message: string) => void = console.error,
): boolean {
  if (countdownTo(target, new Date(0)) !== null) return true;
  log(INVALID_TARGET_DATE);
  return false;
}
