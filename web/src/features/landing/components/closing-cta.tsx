import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

export function ClosingCta() {
  return (
    <section className="bg-primary-dark px-4 py-16 text-center text-white">
      <h2 className="text-3xl font-bold">Take control of your diabetes today</h2>
      <p className="mx-auto mt-4 max-w-2xl text-sky-100">Join Glyco and start turning daily data into better days.</p>
      <Link to={paths.register} className="mt-8 inline-flex rounded-lg bg-white px-6 py-3 font-semibold text-primary-dark hover:bg-sky-50">
        Create Your Free Account
      </Link>
    </section>
  );
}
