import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { Link, useBlocker, useNavigate, useParams } from 'react-router-dom';
import { AuditHistory } from '../audit/AuditHistory';
import { AdminForm } from '../components/AdminForm';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { FieldMessage, TextField, YesNoField } from '../components/fields';
import { SuccessAlert } from '../components/SuccessAlert';
import { useStores } from '../stores/StoreContext';
import { ImageDrop } from './ImageDrop';
import { PRODUCT_DELETE_QUESTION, PRODUCT_LOADING, UNSAVED_QUESTION, type ProductForm } from './ProductForm';
import { VariantsField } from './VariantsField';
import './products.css';

const DescriptionField = observer(function DescriptionField({ editor }: { editor: ProductForm }) {
  const id = useId();
  const message = editor.form.error('description');
  return (
    <div className="adm-field">
      <label htmlFor={id}>Description</label>
      <textarea
        id={id}
        rows={5}
        value={editor.form.values.description}
        onChange={(e) => editor.form.set('description', e.target.value)}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
      />
      <FieldMessage id={`${id}-error`} message={message} />
    </div>
  );
});

const CategoryField = observer(function CategoryField({ editor }: { editor: ProductForm }) {
  const id = useId();
  const message = editor.form.error('category');
  return (
    <div className="adm-field">
      <label htmlFor={id}>Category</label>
      <select
        id={id}
        value={editor.form.values.category}
        onChange={(e) => editor.form.set('category', e.target.value)}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
      >
        <option value="">Choose a category</option>
        {editor.categoryOptions.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
      <FieldMessage id={`${id}-error`} message={message} />
    </div>
  );
});

const SaleField = observer(function SaleField({ editor }: { editor: ProductForm }) {
  const { form } = editor;
  return (
    <>
      <label className="adm-field adm-radio">
        <input type="checkbox" checked={form.values.sale} onChange={(e) => form.set('sale', e.target.checked)} /> On sale
      </label>
      {form.values.sale && <TextField form={form} name="originalPrice" label="Original price (AUD)" type="number" min={0} step={0.01} inputMode="decimal" />}
    </>
  );
});

/** The product form's fields and buttons, for a new product and an edit alike. */
export const ProductFormFields = observer(function ProductFormFields({ editor }: { editor: ProductForm }) {
  const { form } = editor;
  return (
    <AdminForm form={form} label={editor.isNew ? 'New product' : 'Edit product'} onSubmit={() => void editor.submit()}>
      <p className="adm-form__note">All fields are required. The form is case sensitive.</p>
      <TextField form={form} name="name" label="Name" autoComplete="off" maxLength={120} />
      <DescriptionField editor={editor} />
      <TextField form={form} name="price" label="Price (AUD)" type="number" min={0} step={0.01} inputMode="decimal" />
      <SaleField editor={editor} />
      <CategoryField editor={editor} />
      <VariantsField editor={editor} />
      {form.values.variants.length === 0 && <TextField form={form} name="stockLevel" label="Stock level" type="number" min={0} step={1} inputMode="numeric" />}
      <YesNoField form={form} name="isVisible" legend="Visibility" yes="Visible in the shop" no="Hidden" />
      <ImageDrop editor={editor} />
      {editor.actionError && (
        <p role="alert" className="adm-alert adm-alert--danger">
          {editor.actionError}
        </p>
      )}
      <div className="adm-form__actions">
        <button type="submit" className="adm-btn" disabled={form.saving} aria-busy={form.saving}>
          {form.saving ? 'Saving…' : editor.isNew ? 'Create' : 'Save'}
        </button>
        {!editor.isNew && (
          <button type="button" className="adm-btn adm-btn--danger" onClick={() => editor.product && editor.deletion.ask(editor.product)}>
            Delete
          </button>
        )}
        <Link className="adm-btn adm-btn--secondary" to="/adminpanel/products">
          Back to products
        </Link>
      </div>
    </AdminForm>
  );
});

/** /adminpanel/products/newProduct and /adminpanel/products/{title}/{productid}: the product form, and on edit its history. */
const ProductFormPage = observer(function ProductFormPage() {
  const { products, audit } = useStores();
  const editor = products.editor;
  const { productid } = useParams();
  const navigate = useNavigate();

  useEffect(() => {
    if (productid) {
      void editor.load(productid);
      void audit.history.show({ entityType: 'product', entityId: productid });
    } else void editor.startNew();
    return () => editor.reset();
  }, [editor, audit, productid]);

  useEffect(() => {
    if (editor.backToList) navigate('/adminpanel/products');
  }, [editor.backToList, navigate]);

  // Unsaved changes are never lost without asking: leaving the screen or the page asks first.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => editor.dirty && currentLocation.pathname !== nextLocation.pathname);
  const dirty = editor.dirty;
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // A successful save refreshes the history with the change just made.
  const savedAt = editor.product?.updated_at;
  useEffect(() => {
    if (productid && savedAt) void audit.history.reload();
  }, [audit, productid, savedAt]);

  return (
    <section className="adm-page" aria-label={productid ? 'Edit Product' : 'New Product'}>
      <SuccessAlert message={editor.success}>{editor.isNew ? <Link to="/adminpanel/products">Back to products</Link> : null}</SuccessAlert>
      {editor.loading && (
        <p role="status" className="adm-list-status__loading">
          <span className="adm-spinner adm-spinner--small" aria-hidden="true" /> {PRODUCT_LOADING}
        </p>
      )}
      {editor.loadError && (
        <div role="alert" className="adm-alert adm-alert--danger">
          <span>{editor.loadError}</span>
          {productid && (
            <button type="button" className="adm-btn adm-btn--small" onClick={() => void editor.load(productid)}>
              Try again
            </button>
          )}
        </div>
      )}
      {(productid ? editor.product !== null && !editor.deleted : !editor.loading) && <ProductFormFields editor={editor} />}
      {productid && editor.product !== null && !editor.deleted && <AuditHistory history={audit.history} />}
      <ConfirmDialog
        title="Delete product"
        message={PRODUCT_DELETE_QUESTION}
        open={editor.deletion.open}
        busy={editor.deletion.busy}
        error={editor.deletion.error}
        onConfirm={() => void editor.deletion.confirm()}
        onCancel={editor.deletion.cancel}
      />
      <ConfirmDialog
        title="Unsaved changes"
        message={UNSAVED_QUESTION}
        open={blocker.state === 'blocked'}
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </section>
  );
});

export default ProductFormPage;
