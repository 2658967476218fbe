import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { render } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { NOTIFICATION_LABELS, type NotificationType } from '#shared/notifications.js';

/**
 * The e-mail of every notification type: one layout in the product's look (teal brand, white card on
 * a stone page), with what each type asks the reader to do. React Email renders it to HTML that mail
 * clients display (tables, inline styles) and to the plain-text part.
 */

/** The button of each type: what the reader goes to do. */
export const EMAIL_ACTIONS: Record<NotificationType, string> = {
  offer_received: 'Review the offer',
  // Both sides hear of an acceptance (a buyer's offer, or a seller's counter or offer to likers).
  offer_accepted: 'See the accepted offer',
  offer_declined: 'See your offers',
  offer_cancelled: 'See your offers',
  offer_expiring: 'See the offer',
  offer_expired: 'See your offers',
  offer_countered: 'See the counter-offer',
  likers_offer: 'See the offer',
  sale_made: 'See the order',
  purchase_paid: 'See your order',
  order_shipped: 'Track your order',
  order_delivered: 'See the order',
  order_completed: 'See the order',
  earnings_waiting: 'Add a payout account',
  payout_sent: 'See your earnings',
  review_received: 'See the review',
  claim_opened: 'Answer the claim',
  claim_updated: 'See the claim',
  claim_resolved: 'See the order',
  order_refunded: 'See the order',
  order_cancelled: 'See the order',
  listing_comment: 'Read the comment',
  question_reply: 'Read the reply',
  new_message: 'Read and reply',
  liked_price_drop: 'See the new price',
  liked_sold: 'Find similar items',
  followed_new_listings: 'See the new listings',
  live_show_started: 'Join the show',
  import_finished: 'See your import',
  listing_sold_elsewhere: 'See your listings',
  saved_search_match: 'See the new listings',
  away_ended: 'See your closet',
};

export type NotificationEmailProps = {
  type: NotificationType;
  recipientName: string;
  title: string;
  body: string;
  /** Absolute links: the page it is about, one-click unsubscribe from this type, all preferences. */
  pageUrl: string;
  unsubscribeUrl: string;
  preferencesUrl: string;
};

// Line breaks as typed (a message, an offer's note), as <br>: mail clients and the plain-text part
// both keep them, where CSS white-space is not reliably supported.
const lines = (text: string) =>
  text.split('\n').flatMap((line, i) => (i === 0 ? [line] : [<br key={i} />, line]));

const colors = { brand: '#0f766e', ink: '#1c1917', muted: '#57534e', page: '#f5f5f4', line: '#e7e5e4' };
const font =
  "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export function NotificationEmail(props: NotificationEmailProps) {
  const { type, recipientName, title, body, pageUrl, unsubscribeUrl, preferencesUrl } = props;
  return (
    <Html lang="en">
      <Head>
        <title>{title}</title>
      </Head>
      <Preview>{body || title}</Preview>
      <Body style={{ backgroundColor: colors.page, fontFamily: font, margin: 0, padding: '24px 0' }}>
        <Container style={{ maxWidth: 560, margin: '0 auto', padding: '0 16px' }}>
          <Text style={{ color: colors.brand, fontSize: 20, fontWeight: 700, margin: '0 0 16px' }}>
            Rethread
          </Text>
          <Section
            style={{
              backgroundColor: '#ffffff',
              border: `1px solid ${colors.line}`,
              borderRadius: 12,
              padding: 24,
            }}
          >
            <Text style={{ color: colors.muted, fontSize: 14, margin: '0 0 8px' }}>Hi {recipientName},</Text>
            <Heading
              as="h1"
              style={{ color: colors.ink, fontSize: 20, lineHeight: '28px', margin: '0 0 12px' }}
            >
              {title}
            </Heading>
            {body ? (
              <Text style={{ color: colors.ink, fontSize: 15, lineHeight: '22px' }}>{lines(body)}</Text>
            ) : null}
            <Button
              href={pageUrl}
              style={{
                backgroundColor: colors.brand,
                borderRadius: 8,
                color: '#ffffff',
                fontSize: 15,
                fontWeight: 600,
                padding: '12px 20px',
                marginTop: 8,
              }}
            >
              {EMAIL_ACTIONS[type]}
            </Button>
          </Section>
          <Hr style={{ borderColor: colors.line, margin: '24px 0 12px' }} />
          <Text style={{ color: colors.muted, fontSize: 12, lineHeight: '18px', margin: 0 }}>
            We sent you this e-mail because e-mails for “{NOTIFICATION_LABELS[type]}” are on in your settings.
            You can{' '}
            <Link href={unsubscribeUrl} style={{ color: colors.muted, textDecoration: 'underline' }}>
              unsubscribe from these e-mails
            </Link>{' '}
            or choose which e-mails you get in your{' '}
            <Link href={preferencesUrl} style={{ color: colors.muted, textDecoration: 'underline' }}>
              e-mail settings
            </Link>
            .
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The HTML and plain-text parts of one notification e-mail. */
export async function renderNotificationEmail(
  props: NotificationEmailProps,
): Promise<{ html: string; text: string }> {
  const element = <NotificationEmail {...props} />;
  const [html, text] = await Promise.all([
    render(element),
    render(element, {
      plainText: true,
      // Headings stay as written (html-to-text shouts them in capitals by default).
      htmlToTextOptions: { selectors: [{ selector: 'h1', options: { uppercase: false } }] },
    }),
  ]);
  return { html, text };
}
