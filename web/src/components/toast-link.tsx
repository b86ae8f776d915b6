import { Link } from 'react-router';
import type { ToastAction } from '@/lib/toast';

/**
 * toastWithLink is a toast's message followed by the link that answers it
 * (a toast that needs sign-in carries the sign-in link). Loaded with the
 * first such toast, like the toast library itself.
 */
export function toastWithLink(message: string, action: ToastAction) {
  return (
    <span>
      {message}{' '}
      <Link to={action.to} state={action.state} className="font-semibold underline underline-offset-2">
        {action.label}
      </Link>
    </span>
  );
}
