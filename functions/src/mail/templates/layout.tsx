import type { ReactNode } from 'react';
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { MAIL_COMMON_COPY } from '../copy/common';

/** The theme's colours (shared-ui theme.ts), inline because mail clients ignore style sheets. */
const COLORS = { primary: '#6d28d9', text: '#1f2937', muted: '#4b5563', border: '#e5e7eb' };

export const styles = {
  paragraph: { color: COLORS.text, fontSize: '16px', lineHeight: '24px' },
  muted: { color: COLORS.muted, fontSize: '13px', lineHeight: '20px' },
  fact: { color: COLORS.text, fontSize: '16px', lineHeight: '24px', margin: '4px 0' },
} as const;

export interface MailLayoutProps {
  /** The one-line summary mail clients show next to the subject. */
  preview: string;
  heading: string;
  children: ReactNode;
  /** The climate line under the body (payment and plan mails, as the product shows it). */
  climate?: boolean;
  unsubscribeUrl?: string | null;
}

/** The frame of every SwagDrop email: heading, body, footer (with unsubscribe when it has one). */
export function MailLayout({
  preview,
  heading,
  children,
  climate,
  unsubscribeUrl,
}: MailLayoutProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: '#f9fafb', fontFamily: 'Arial, Helvetica, sans-serif' }}>
        <Container style={{ backgroundColor: '#ffffff', padding: '24px', maxWidth: '560px' }}>
          <Text style={{ color: COLORS.primary, fontSize: '20px', fontWeight: 700, margin: 0 }}>
            {MAIL_COMMON_COPY.productName}
          </Text>
          <Heading as="h1" style={{ color: COLORS.text, fontSize: '22px' }}>
            {heading}
          </Heading>
          {children}
          {climate ? <Text style={styles.muted}>{MAIL_COMMON_COPY.climateLine}</Text> : null}
          <Hr style={{ borderColor: COLORS.border }} />
          <Text style={styles.muted}>{MAIL_COMMON_COPY.footerWhy}</Text>
          {unsubscribeUrl ? (
            <Text style={styles.muted}>
              {MAIL_COMMON_COPY.footerUnsubscribeLead}{' '}
              <Link href={unsubscribeUrl}>{MAIL_COMMON_COPY.footerUnsubscribe}</Link>
            </Text>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}

/** The mail's main action: a button (HTML) that is also a plain link in the text part. */
export function MailButton({ href, children }: { href: string; children: string }) {
  return (
    <Section style={{ margin: '24px 0' }}>
      <Button
        href={href}
        style={{
          backgroundColor: COLORS.primary,
          color: '#ffffff',
          padding: '12px 20px',
          borderRadius: '6px',
          fontWeight: 700,
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

export { Link, Section, Text };
