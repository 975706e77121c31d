import { Link } from 'react-router-dom';
import type { CheckoutStep } from './types';

export interface StepNavProps {
  current: CheckoutStep;
  canShip: boolean;
  canPay: boolean;
}

/** Cart / Information / Shipping / Payment: back freely, forward only when allowed. */
export function StepNav({ current, canShip, canPay }: StepNavProps) {
  const steps: { hash: CheckoutStep; label: string; enabled: boolean }[] = [
    { hash: 'userDetails', label: 'Information', enabled: true },
    { hash: 'shipping', label: 'Shipping', enabled: canShip },
    { hash: 'payment', label: 'Payment', enabled: canPay },
  ];
  return (
    <nav className="co-steps" aria-label="Checkout steps">
      <ol>
        <li>
          <Link to="/cart">Cart</Link>
        </li>
        {steps.map((step) => (
          <li key={step.hash}>
            {step.hash === current ? (
              <span aria-current="step">{step.label}</span>
            ) : step.enabled ? (
              <Link to={{ hash: step.hash }}>{step.label}</Link>
            ) : (
              <span className="co-steps__disabled">{step.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
