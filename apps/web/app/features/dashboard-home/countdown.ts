/** What is left until the cut-off, in whole days, hours and minutes (rounded down). */
export interface TimeLeft {
  passed: boolean;
  days: number;
  hours: number;
  minutes: number;
}

export function timeLeft(cutOffAt: string, now: Date): TimeLeft {
  const ms = new Date(cutOffAt).getTime() - now.getTime();
  if (!(ms > 0)) return { passed: true, days: 0, hours: 0, minutes: 0 };
  const totalMinutes = Math.floor(ms / 60_000);
  return {
    passed: false,
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
  };
}
