import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { AdminForm } from '../components/AdminForm';
import { TextField, YesNoField } from '../components/fields';
import { SuccessAlert } from '../components/SuccessAlert';
import { useStores } from '../stores/StoreContext';

/** /adminpanel/categories/newCategory: title and visibility; the form resets when the administrator leaves. */
const NewCategoryPage = observer(function NewCategoryPage() {
  const { categories } = useStores();
  const page = categories.newCategory;
  const { form } = page;

  useEffect(() => () => page.reset(), [page]);

  return (
    <section className="adm-page" aria-label="New Category">
      <SuccessAlert message={page.success}>
        <Link to="/adminpanel/categories">Back to categories</Link>
      </SuccessAlert>
      <AdminForm form={form} label="New category" onSubmit={() => void page.submit()}>
        <p className="adm-form__note">All fields are required. The form is case sensitive.</p>
        <TextField form={form} name="name" label="Title" autoComplete="off" maxLength={40} />
        <YesNoField form={form} name="isVisible" legend="Visibility" yes="Visible" no="Hidden" />
        <div className="adm-form__actions">
          <button type="submit" className="adm-btn" disabled={!page.canSubmit} aria-busy={form.saving}>
            {form.saving ? 'Creating…' : 'Create'}
          </button>
          <Link className="adm-btn adm-btn--secondary" to="/adminpanel/categories">
            Cancel
          </Link>
        </div>
      </AdminForm>
    </section>
  );
});

export default NewCategoryPage;
