import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button-styles';
import { paths } from '../../../config/paths';

export function Hero() {
  return (
    <section className="bg-gradient-to-br from-sky-50 to-teal-50 px-4 py-16 sm:py-24 dark:from-slate-900 dark:to-slate-800">
      <div className="mx-auto max-w-4xl text-center">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">
          Your companion for living well with <span className="whitespace-nowrap text-primary dark:text-sky-300">Type 1 diabetes</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
          Track glucose, meals, insulin and how you feel with each reading in one place, spot patterns sooner and share what matters with your care team.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={paths.register} className={buttonClass('primary', 'px-6 py-3 text-base')}>
            Get Started
          </Link>
          <a href="#features" className={buttonClass('outline', 'px-6 py-3 text-base')}>
            Learn More
          </a>
        </div>
      </div>
    </section>
  );
}
