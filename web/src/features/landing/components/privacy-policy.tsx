import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

const sections = [
  {
    title: 'What Glyco stores',
    body: [
      'Your account: name, email, diabetes type, date of diagnosis, and your password as an argon2id hash (the password itself is never stored).',
      'What you log or send: glucose readings (with the meal context, reading type and how you felt), meals and their foods, insulin doses, imported files\u2019 records, and what your uploader app sends.',
      'Your profile: target range, insulin settings for the bolus calculator, doctor\u2019s and emergency contacts, alert settings, and the people you invited to follow you.',
      'A history of changes (the Activity page), so every correction can be traced.',
      'The chat\u2019s conversation is kept in your browser only, and removed when you sign out.',
    ],
  },
  {
    title: 'How it is protected',
    body: [
      'Everything personal is sealed with a key of your own (AES-256-GCM) before it is written; your key is itself encrypted with the server\u2019s key-encryption key.',
      'Your uploader secret and your doctor\u2019s access code are kept only as hashes.',
    ],
  },
  {
    title: 'Who can see it',
    body: [
      'You, when signed in.',
      'A doctor, read-only, only with the access code you issue in Profile; you can revoke it at any time, and each code expires.',
      'People you invite to follow you, read-only, with what you chose to share; you can stop sharing at any time.',
      'Emergency contacts are emailed only when you turned on an urgent-low alert and it goes unanswered.',
      'No one else: Glyco does not sell or share your data, and shows no advertising.',
    ],
  },
  {
    title: 'Export and erase',
    body: [
      'Profile > Your data downloads everything Glyco keeps about you, as JSON and CSV files in a zip, or as a FHIR record for a clinic.',
      'Profile > Delete account erases it: your key is destroyed, so nothing sealed under it can be read again, and your sign-ins end at once.',
    ],
  },
] as const;

/** What Glyco stores, how it is sealed, who can see it, and how to export and erase it. */
export function PrivacyPolicy() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">Privacy</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">Glyco handles health data. This page says what it keeps, how, and what you can do with it.</p>
      {sections.map((section) => (
        <section key={section.title} aria-labelledby={`privacy-${section.title}`} className="mt-8">
          <h2 id={`privacy-${section.title}`} className="text-xl font-semibold">
            {section.title}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700 dark:text-slate-200">
            {section.body.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ))}
      <p className="mt-10">
        <Link to={paths.home} className="font-medium text-primary-dark underline dark:text-sky-300">
          Back to the home page
        </Link>
      </p>
    </article>
  );
}
