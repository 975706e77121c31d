import { observer } from 'mobx-react-lite';
import { useStores } from '../stores/StoreContext';
import './consent.css';

/** Asks once whether the owner's optional analytics may load; sits in the page flow, so it covers nothing. */
export const ConsentBanner = observer(function ConsentBanner() {
  const { consent, ui } = useStores();
  // Shown once the page is live: on a server-rendered page still hydrating (inert) its buttons could
  // not be pressed, and a key pressed on one would be lost.
  if (!consent.showsBanner || !ui.live) return null;
  return (
    <section className="sf-consent" role="region" aria-labelledby="sf-consent-title">
      <p id="sf-consent-title" className="sf-consent__text">
        May we use {consent.services.join(' and ')} to measure visits and improve our ads? Nothing is loaded unless you accept.
      </p>
      <div className="sf-consent__actions">
        <button type="button" className="sf-consent__button sf-consent__button--primary" onClick={() => consent.accept()}>
          Accept
        </button>
        <button type="button" className="sf-consent__button" onClick={() => consent.decline()}>
          Decline
        </button>
      </div>
    </section>
  );
});
