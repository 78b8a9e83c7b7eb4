const steps = [
  { title: 'Track Your Data', text: 'Record glucose readings, meals and insulin doses as you go, by hand or from your CGM.' },
  { title: 'Get Smart Insights', text: 'See averages, time in range and trends that turn numbers into understanding.' },
  { title: 'Improve Your Management', text: 'Adjust with confidence and share clear reports with your healthcare team.' },
] as const;

export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-20 bg-white px-4 py-16 dark:bg-slate-800/50">
      <div className="mx-auto max-w-5xl">
        <h2 id="how-it-works-title" className="text-center text-3xl font-bold">
          How It Works
        </h2>
        <ol className="mt-10 grid gap-8 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="text-center">
              <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-primary-dark text-lg font-bold text-white">{index + 1}</span>
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-slate-600 dark:text-slate-400">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
