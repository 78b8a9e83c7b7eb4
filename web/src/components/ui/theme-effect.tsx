import { useEffect } from 'react';
import { useAtomValue } from '../../lib/jotai';
import { themeAtom } from '../../lib/theme';

/** Mirrors the theme onto <html> so Tailwind's dark variant and native controls follow it. */
export function ThemeEffect() {
  const theme = useAtomValue(themeAtom);
  useEffect(() => {
    document.documentElement.classList.toggle('dark', theme === 'dark');
  }, [theme]);
  return null;
}
