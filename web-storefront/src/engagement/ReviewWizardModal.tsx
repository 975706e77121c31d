import { useState } from 'react';
import { Modal } from '../components/Modal';
import { ReviewWizard } from './ReviewWizard';
import { useStores } from '../stores/StoreContext';
import { ReviewWizardBody } from './ReviewWizardSteps';

export function ReviewWizardModal({ productId, productName, onClose }: { productId: string; productName: string; onClose: () => void }) {
  const { engagementApi } = useStores();
  const [wizard] = useState(() => new ReviewWizard(engagementApi, productId));
  return (
    <Modal title={`Write a Review: ${productName}`} open onClose={onClose}>
      <ReviewWizardBody wizard={wizard} onClose={onClose} />
    </Modal>
  );
}
