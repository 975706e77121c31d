import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ListState } from '../components/ListState';
import { SuccessAlert } from '../components/SuccessAlert';
import { useStores } from '../stores/StoreContext';

export const CATEGORIES_LOADING = 'Please wait. Categories are being fetched.';
export const NO_CATEGORIES = 'No categories found.';

/** /adminpanel/categories: every category with its visibility, Hide/Display and Delete (asked first). */
const CategoriesPage = observer(function CategoriesPage() {
  const { categories: store } = useStores();
  const { list, deletion } = store;

  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <section className="adm-page" aria-label="Categories">
      <div className="adm-page__head">
        <p className="adm-form__note">Hidden categories and their products are not shown in the shop.</p>
        <Link className="adm-btn" to="/adminpanel/categories/newCategory">
          New Category
        </Link>
      </div>
      <SuccessAlert message={store.notice} />
      {store.actionError && (
        <p role="alert" className="adm-alert adm-alert--danger">
          {store.actionError}
        </p>
      )}
      <ListState list={list} loadingText={CATEGORIES_LOADING} emptyText={NO_CATEGORIES} onRetry={() => void store.load()}>
        {list.items.length > 0 && (
          <div className="adm-table-wrap">
            <table className="adm-table">
              <caption className="adm-visually-hidden">Categories</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Visibility</th>
                  <th scope="col">
                    <span className="adm-visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((category) => (
                  <tr key={category._id} className={category.isVisible ? undefined : 'is-muted'}>
                    <th scope="row">{category.name}</th>
                    <td>
                      <span className={`adm-badge adm-badge--${category.isVisible ? 'success' : 'warning'}`}>{category.isVisible ? 'Visible' : 'Hidden'}</span>
                    </td>
                    <td>
                      <div className="adm-table__actions">
                        <button
                          type="button"
                          className="adm-btn adm-btn--secondary adm-btn--small"
                          onClick={() => void store.toggleVisibility(category)}
                          disabled={store.isChanging(category)}
                          aria-label={`${category.isVisible ? 'Hide' : 'Display'} ${category.name}`}
                        >
                          {category.isVisible ? 'Hide' : 'Display'}
                        </button>
                        <button type="button" className="adm-btn adm-btn--danger adm-btn--small" onClick={() => deletion.ask(category)} aria-label={`Delete ${category.name}`}>
                          Delete
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ListState>
      <ConfirmDialog
        title="Delete category"
        message={`Are you sure you want to delete the category ${deletion.subject?.name ?? ''}? This action can't be reversed.`}
        open={deletion.open}
        busy={deletion.busy}
        error={deletion.error}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
    </section>
  );
});

export default CategoriesPage;
