import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ListState } from '../components/ListState';
import { LoadMore } from '../components/LoadMore';
import { SuccessAlert } from '../components/SuccessAlert';
import { useStores } from '../stores/StoreContext';
import { reviewerName } from './review-text';
import { ReviewRow } from './ReviewRow';
import './reviews.css';

export const REVIEWS_LOADING = 'Please wait. Reviews are being fetched.';
export const NO_REVIEWS = 'No reviews yet.';

/** /adminpanel/reviews: every review, newest first, with Publish/Deactivate, Delete (asked first) and Load More. */
const ReviewsPage = observer(function ReviewsPage() {
  const { reviews: store } = useStores();
  const { list, deletion } = store;
  useEffect(() => {
    void store.load();
  }, [store]);
  return (
    <section className="adm-page" aria-label="Reviews">
      <p className="adm-form__note">Reviews show on their product page only once published.</p>
      <SuccessAlert message={store.notice} />
      {store.actionError && (
        <p role="alert" className="adm-alert adm-alert--danger">
          {store.actionError}
        </p>
      )}
      <ListState list={list} loadingText={REVIEWS_LOADING} emptyText={NO_REVIEWS} onRetry={() => void store.load()}>
        {list.items.length > 0 && (
          <div className="adm-table-wrap">
            <table className="adm-table">
              <caption className="adm-visually-hidden">Reviews</caption>
              <thead>
                <tr>
                  <th scope="col">Rating</th>
                  <th scope="col">Review</th>
                  <th scope="col">Reviewer</th>
                  <th scope="col">Product</th>
                  <th scope="col">Last updated</th>
                  <th scope="col">Image</th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className="adm-visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((review) => (
                  <ReviewRow key={review._id} review={review} busy={store.isChanging(review)} onToggle={(r) => void store.togglePublished(r)} onDelete={deletion.ask} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ListState>
      <LoadMore list={list} />
      <ConfirmDialog
        title="Delete review"
        message={`Are you sure you want to delete the review by ${deletion.subject ? reviewerName(deletion.subject) : ''}? This action can't be reversed.`}
        open={deletion.open}
        busy={deletion.busy}
        error={deletion.error}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
    </section>
  );
});

export default ReviewsPage;
