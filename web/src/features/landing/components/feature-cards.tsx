/** What the product does today, each card a page or setting a new account can open. */
const features = [
  { icon: '◉', title: 'Glucose, Meals & Insulin', text: 'Log readings, meals with their carbs and insulin doses in seconds, with how you felt at each reading.' },
  { icon: '⇪', title: 'Uploads & Imports', text: 'Connect xDrip+, AndroidAPS, Loop or another Nightscout uploader, or import a Dexcom Clarity, LibreView or Nightscout file.' },
  { icon: '✦', title: 'Forecast & Alerts', text: 'See where your glucose is likely heading over the next hour, and get alerted before an urgent low and when readings stop.' },
  { icon: '✚', title: 'Bolus Calculator', text: 'Work out a meal dose from the ratio, correction factor and target your care team set, with every step shown.' },
  { icon: '⇄', title: 'Share with Your Doctor', text: 'Give your doctor an access code and export reports before every appointment.' },
  { icon: '♡', title: 'Family & Emergency Contacts', text: 'Let family follow your glucose live, and keep emergency contacts an unanswered urgent-low alert can reach.' },
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
