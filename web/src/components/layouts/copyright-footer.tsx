export function CopyrightFooter() {
  return (
    <footer className="border-t border-slate-200 py-4 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
      © {new Date().getFullYear()} Glyco. All rights reserved.
    </footer>
  );
}
