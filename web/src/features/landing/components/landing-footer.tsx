import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

const footerColumns = [
  { title: 'Product', links: [{ label: 'Features', to: `${paths.home}#features` }, { label: 'How It Works', to: `${paths.home}#how-it-works` }] },
  { title: 'Your data', links: [{ label: 'Privacy', to: paths.privacy }] },
] as const;

export function LandingFooter() {
  return (
    <footer className="bg-slate-900 px-4 py-12 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-xl font-bold text-white">Glyco</p>
          <p className="mt-2 text-sm">Your companion for managing diabetes.</p>
          <p className="mt-2 text-sm">
            <Link to={paths.clinician} className="underline hover:text-white">
              Clinician access
            </Link>
          </p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="font-semibold text-white">{column.title}</h2>
            <ul className="mt-2 space-y-1 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  <a href={link.to} className="hover:text-white">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="mx-auto mt-10 max-w-6xl border-t border-slate-700 pt-6 text-sm">
        <p>
          <strong>Medical disclaimer:</strong> Glyco provides information and tracking tools only. It is no substitute for
          professional medical advice, diagnosis or treatment. Always consult your doctor or another qualified healthcare
          provider about your condition and before changing your treatment.
        </p>
        <p className="mt-4">© {new Date().getFullYear()} Glyco. All rights reserved.</p>
      </div>
    </footer>
  );
}
