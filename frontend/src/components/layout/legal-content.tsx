import type { ReactNode } from 'react';
import { LEGAL_LAST_UPDATED, PRODUCT_NAME, SUPPORT_EMAIL } from '@/lib/constants';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="font-semibold text-stone-900">{title}</h3>
      <div className="space-y-2 text-sm leading-relaxed text-stone-600">{children}</div>
    </section>
  );
}

function LastUpdated() {
  return <p className="text-xs font-medium uppercase tracking-wide text-stone-500">Last updated {LEGAL_LAST_UPDATED}</p>;
}

const mail = (
  <a className="font-medium text-rose-700 underline-offset-2 hover:underline" href={`mailto:${SUPPORT_EMAIL}`}>
    {SUPPORT_EMAIL}
  </a>
);

export function PrivacyPolicyContent() {
  return (
    <div className="space-y-5">
      <LastUpdated />
      <Section title="1. Information we collect">
        <p>
          When you create an account we collect your username, e-mail address and birthday. When you ask for gift ideas we
          process what you tell us about the recipient: their interests, personality, your relationship, the occasion and
          your budget. Occasions you track are stored with your account so that we can remind you.
        </p>
      </Section>
      <Section title="2. How we use your information">
        <p>
          We use your information to generate personalised gift suggestions and card messages, to send occasion reminders
          you asked for, to manage your subscription and to improve {PRODUCT_NAME}. Gift requests are sent to our AI
          provider only to produce your suggestions.
        </p>
      </Section>
      <Section title="3. Payments">
        <p>
          Card payments are handled by our payment provider. {PRODUCT_NAME} never stores your full card number; we keep
          only the identifiers needed to manage your subscription and show your billing history.
        </p>
      </Section>
      <Section title="4. Cookies and local storage">
        <p>
          We use a session cookie to keep you signed in and store small preferences in your browser, such as whether you
          have seen the onboarding guide.
        </p>
      </Section>
      <Section title="5. Sharing">
        <p>
          We do not sell your personal information. A gift idea is visible to others only when you create a share link for
          it.
        </p>
      </Section>
      <Section title="6. Your rights">
        <p>
          You can change your password or delete your account at any time from your profile. Deleting your account removes
          your data, saved gift ideas and occasions from our servers.
        </p>
      </Section>
      <Section title="7. Contact">
        <p>Questions about this policy? Write to us at {mail}.</p>
      </Section>
    </div>
  );
}

export function TermsContent() {
  return (
    <div className="space-y-5">
      <LastUpdated />
      <Section title="1. Acceptance of terms">
        <p>
          By creating an account or using {PRODUCT_NAME} you agree to these terms. If you do not agree, please do not use
          the service.
        </p>
      </Section>
      <Section title="2. Accounts">
        <p>
          You are responsible for keeping your password safe and for everything that happens under your account. Please
          give accurate information when you register.
        </p>
      </Section>
      <Section title="3. Subscription and billing">
        <p>
          The free plan includes a monthly allowance of gift suggestions and card messages. Premium is billed monthly or
          yearly in advance. Premium auto-renews at the end of each billing period unless cancelled; when you cancel,
          you keep Premium until the end of the period you paid for.
        </p>
      </Section>
      <Section title="4. User content">
        <p>
          You keep ownership of what you enter. You give us permission to process it to provide the service. Do not submit
          content that is unlawful or that you have no right to share.
        </p>
      </Section>
      <Section title="5. Privacy">
        <p>Our privacy policy explains how we collect and use your information.</p>
      </Section>
      <Section title="6. Limitation of liability">
        <p>
          Gift suggestions are produced by AI and offered as inspiration. Prices are estimates. {PRODUCT_NAME} is not
          responsible for purchases you make from third parties.
        </p>
      </Section>
      <Section title="7. Changes to these terms">
        <p>We may update these terms. If the changes are significant we will let you know before they take effect.</p>
      </Section>
      <Section title="8. Contact">
        <p>Questions about these terms? Write to us at {mail}.</p>
      </Section>
    </div>
  );
}
