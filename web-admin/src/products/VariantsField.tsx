import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FieldMessage } from '../components/fields';
import type { ProductForm } from './ProductForm';

/** The product's sizes with their stock; editing one clears the sizes' messages; removing a saved one is sent at once. */
export const VariantsField = observer(function VariantsField({ editor }: { editor: ProductForm }) {
  const id = useId();
  const { form } = editor;
  const variantsError = form.error('variants');
  const stockError = form.error('variantStockLevel');
  const invalid = (bad: string | undefined, errorId: string) => ({ 'aria-invalid': bad ? true : undefined, 'aria-describedby': bad ? errorId : undefined });
  return (
    <fieldset className="adm-field adm-fieldset adm-variants">
      <legend>Sizes</legend>
      {form.values.variants.length > 0 && (
        <table className="adm-table">
          <thead>
            <tr>
              <th scope="col">Size</th>
              <th scope="col">Stock</th>
              <th scope="col">
                <span className="adm-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {form.values.variants.map((v, i) => (
              <tr key={v._id ?? `new-${i}`}>
                <td>
                  <input
                    aria-label={`Size ${i + 1} name`}
                    value={v.variantName}
                    onChange={(e) => editor.setVariant(i, 'variantName', e.target.value)}
                    maxLength={40}
                    {...invalid(variantsError, `${id}-variants`)}
                  />
                </td>
                <td>
                  <input
                    aria-label={`Size ${i + 1} stock`}
                    type="number"
                    min={0}
                    step={1}
                    inputMode="numeric"
                    value={v.variantStockLevel}
                    onChange={(e) => editor.setVariant(i, 'variantStockLevel', e.target.value)}
                    {...invalid(stockError, `${id}-stock`)}
                  />
                </td>
                <td>
                  <button type="button" className="adm-btn adm-btn--danger adm-btn--small" onClick={() => void editor.removeVariant(i)} aria-label={`Remove size ${v.variantName || i + 1}`}>
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <FieldMessage id={`${id}-variants`} message={variantsError} />
      <FieldMessage id={`${id}-stock`} message={stockError} />
      <button type="button" className="adm-btn adm-btn--secondary adm-btn--small" onClick={editor.addVariant}>
        Add size
      </button>
    </fieldset>
  );
});
