const features = [
  { icon: '◉', title: 'Glucose, Meals & Insulin', text: 'Log readings, meals with carbs and insulin doses in seconds, and keep track of how you feel.' },
  { icon: '✦', title: 'AI Insights & Predictions', text: 'See patterns in your numbers and get an early look at where your glucose is heading.' },
  { icon: '◧', title: 'Smart Meal Planner', text: 'Find foods quickly, see their carbs and nutrients, and plan meals that fit your targets.' },
  { icon: '✚', title: 'Insulin Calculator & Reminders', text: 'Work out doses with your own settings and get reminded when it is time.' },
  { icon: '⇄', title: 'Share with Your Doctor', text: 'Give your doctor an access code and export reports before every appointment.' },
  { icon: '!', title: 'Emergency Alerts', text: 'Keep emergency contacts on file so the right people can be reached when it matters.' },
] as const;

export function FeatureCards() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <h2 id="features-title" className="text-center text-3xl font-bold">
          Features
        </h2>
        <p className="mt-2 text-center text-slate-600 dark:text-slate-400">Everything you need to manage diabetes day to day.</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <li key={feature.title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700">
              <span aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded-lg bg-sky-100 text-2xl text-primary dark:bg-slate-700 dark:text-sky-300">
                {feature.icon}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{feature.title}</h3>
              <p className="mt-2 text-slate-600 dark:text-slate-400">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
