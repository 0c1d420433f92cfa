import { useEffect, useState } from 'react';

/** The build-time year in pre-rendered HTML, corrected to the visitor's clock after hydration. */
export function useCurrentYear(): number {
  const [year, setYear] = useState(() => new Date().getFullYear());
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}
