import { SIZE_GUIDE_CM } from '../../../domain/index.js';
import { Modal } from '../components/Modal';

export function SizeGuideTable() {
  return (
    <table className="sf-table sf-size-guide">
      <caption>Garment measurements in centimetres</caption>
      <thead>
        <tr>
          <th scope="col">Size</th>
          <th scope="col">Chest (cm)</th>
          <th scope="col">Length (cm)</th>
        </tr>
      </thead>
      <tbody>
        {SIZE_GUIDE_CM.map((row) => (
          <tr key={row.size}>
            <th scope="row">{row.size}</th>
            <td>{row.chestCm}</td>
            <td>{row.lengthCm}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SizeGuideModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal title="Size Guide" open={open} onClose={onClose} size="small">
      <p>Measured flat across the chest from armpit to armpit, and from the high point of the shoulder to the hem.</p>
      <SizeGuideTable />
    </Modal>
  );
}
