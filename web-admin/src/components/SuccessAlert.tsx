import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { TimedMessage } from '../stores/TimedMessage';

/**
 * Good news for a while ('New category has been successfully created.'): a polite live region that
 * is always there, so screen readers announce the message when it appears; `children` (a link back
 * to the list) show with it.
 */
export const SuccessAlert = observer(function SuccessAlert({ message, children }: { message: TimedMessage; children?: ReactNode }) {
  return (
    <div role="status" className="adm-alert-region">
      {message.text !== null && (
        <div className="adm-alert adm-alert--success">
          <span>{message.text}</span>
          {children}
        </div>
      )}
    </div>
  );
});
