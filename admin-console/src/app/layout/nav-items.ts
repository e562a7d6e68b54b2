import type SvgIcon from '@mui/material/SvgIcon';
import { MAIL_MODERATOR_COPY } from '@swagdrop/model';
import DashboardRounded from '@mui/icons-material/DashboardRounded';
import FactCheckRounded from '@mui/icons-material/FactCheckRounded';
import FlagRounded from '@mui/icons-material/FlagRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import InventoryRounded from '@mui/icons-material/Inventory2Rounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';

/**
 * Sidebar entries (docs/product-rules.md#routes, plus Activity for the audit log and the Email
 * log).
 */
export const ADMIN_NAV: readonly { label: string; to: string; icon: typeof SvgIcon }[] = [
  { label: 'Dashboard', to: '/admin', icon: DashboardRounded },
  { label: 'Manage Listings', to: '/admin/listings', icon: InventoryRounded },
  { label: 'Review Submissions', to: '/admin/submissions', icon: FactCheckRounded },
  { label: 'Listing Reports', to: '/admin/reports', icon: FlagRounded },
  { label: 'Claim Logs', to: '/admin/claims', icon: ReceiptLongRounded },
  { label: 'Activity', to: '/admin/activity', icon: HistoryRounded },
  { label: MAIL_MODERATOR_COPY.log.navLabel, to: '/admin/emails', icon: MailOutlineRounded },
];
