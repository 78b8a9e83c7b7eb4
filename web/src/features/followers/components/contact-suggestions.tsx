import { FOLLOWERS_TEXT, type Follower, type InviteFollowerInput, type User } from '@glyco/contracts';
import { Button } from '../../../components/ui/button';

type Contact = User['emergencyContacts'][number];

/** Emergency contacts with an email who are not invited yet: the people most likely to follow. */
export function uninvitedContacts(contacts: readonly Contact[], followers: readonly Follower[]): Contact[] {
  const invited = new Set(followers.map((follower) => follower.email.toLowerCase()));
  return contacts.filter((contact) => contact.email.trim() !== '' && !invited.has(contact.email.trim().toLowerCase()));
}

/** One click invites a contact to see everything and receive alerts; the form below allows less. */
export function ContactSuggestions({ contacts, onInvite, busy }: { contacts: readonly Contact[]; onInvite: (input: InviteFollowerInput) => void; busy: boolean }) {
  if (contacts.length === 0) return null;
  return (
    <section aria-label={FOLLOWERS_TEXT.suggestions} className="space-y-2">
      <h3 className="font-semibold">{FOLLOWERS_TEXT.suggestions}</h3>
      <ul className="divide-y divide-slate-200 dark:divide-slate-700">
        {contacts.map((contact) => (
          <li key={contact.email} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0">
              <span className="font-medium">{contact.name || contact.email}</span>
              <span className="block text-sm break-all text-slate-600 dark:text-slate-400">
                {[contact.relationship, contact.email].filter(Boolean).join(' · ')}
              </span>
            </span>
            <Button
              variant="outline"
              disabled={busy}
              aria-label={`${FOLLOWERS_TEXT.invite} ${contact.name || contact.email}`}
              onClick={() => onInvite({ name: contact.name || contact.email, email: contact.email.trim(), shares: { mealsAndDoses: true }, alerts: true })}
            >
              {FOLLOWERS_TEXT.invite}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
