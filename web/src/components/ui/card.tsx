import { useId, type ReactNode } from 'react';

interface CardProps {
  title?: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  footer?: ReactNode;
  className?: string;
  children?: ReactNode;
}

export function Card({ title, subtitle, actions, footer, className = '', children }: CardProps) {
  const titleId = useId();
  // Named by its title, a card is a region that screen-reader users can jump to.
  return (
    <section aria-labelledby={title ? titleId : undefined} className={`rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6 dark:bg-slate-800 dark:ring-slate-700 ${className}`}>
      {(title || actions) && (
        <header className="mb-4 flex flex-wrap items-start justify-between gap-2">
          <div>
            {title && (
              <h2 id={titleId} className="text-lg font-semibold">
                {title}
              </h2>
            )}
            {subtitle && <p className="text-sm text-slate-500 dark:text-slate-400">{subtitle}</p>}
          </div>
          {actions}
        </header>
      )}
      {children}
      {footer && <footer className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-700">{footer}</footer>}
    </section>
  );
}
