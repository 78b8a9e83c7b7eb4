const testimonials = [
  {
    quote: 'Seeing my readings, meals and doses together finally showed me why my afternoons were going high.',
    name: 'Sarah M.',
    role: 'Living with Type 1 diabetes',
  },
  {
    quote: 'Managing my son’s diabetes feels less overwhelming now that everything is in one place.',
    name: 'David K.',
    role: 'Parent of a child with Type 1',
  },
  {
    quote: 'Patients arrive with clear reports, so our appointments focus on decisions instead of paperwork.',
    name: 'Dr. Elena R.',
    role: 'Endocrinologist',
  },
] as const;

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <h2 id="testimonials-title" className="text-center text-3xl font-bold">
          What People Say
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {testimonials.map((item) => (
            <li key={item.name}>
              <figure className="h-full rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700">
                <blockquote className="text-slate-700 dark:text-slate-300">“{item.quote}”</blockquote>
                <figcaption className="mt-4">
                  <span className="block font-semibold">{item.name}</span>
                  <span className="text-sm text-slate-500 dark:text-slate-400">{item.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
