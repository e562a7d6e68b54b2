import { formatDate } from '@swagdrop/model';
import { styles, Text } from '../layout';
import type { MailSites } from '../types';

/** One labelled fact of a mail (amount, date, plan, ...), on its own line in HTML and text. */
export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Text style={styles.fact}>
      <strong>{label}</strong> {value}
    </Text>
  );
}

/** "Nov 26, 2026" from the ISO instant a mail's data carries. */
export const day = (iso: string) => formatDate(new Date(iso));

/** The brand's dashboard (plans, listings, billing), where every plan and renewal mail leads. */
export const dashboardUrl = (sites: MailSites) => `${sites.storefrontUrl}/dashboard`;
