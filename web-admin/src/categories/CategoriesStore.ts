import { makeAutoObservable, runInAction } from 'mobx';
import { errorText } from '../api/errors';
import { Confirmation } from '../stores/Confirmation';
import { PagedList } from '../stores/PagedList';
import { TimedMessage } from '../stores/TimedMessage';
import type { AdminCategory, CategoriesApi } from './categories-api';
import { NewCategoryForm } from './NewCategoryForm';

/** The categories area: the list (every category, one page), Hide/Display, Delete with confirmation, and the new-category form. */
export class CategoriesStore {
  readonly list: PagedList<AdminCategory>;
  readonly deletion: Confirmation<AdminCategory>;
  readonly newCategory: NewCategoryForm;
  /** Good news for a while: 'Tops is now hidden.', 'Tops was deleted.' */
  readonly notice = new TimedMessage();
  /** Why the last Hide/Display failed. */
  actionError: string | null = null;
  /** Ids of the categories whose Hide/Display is running. */
  changing: string[] = [];
  readonly #api: CategoriesApi;

  constructor(api: CategoriesApi) {
    this.#api = api;
    this.list = new PagedList<AdminCategory>(async (_page, _filters, signal) => {
      const answer = await api.list({ signal });
      return { items: answer.categories, count: answer.count };
    }, {});
    this.deletion = new Confirmation<AdminCategory>(async (category) => {
      await this.#api.delete(category._id);
      runInAction(() => {
        this.list.remove((c) => c._id === category._id);
        this.notice.show(`${category.name} was deleted.`);
      });
    });
    this.newCategory = new NewCategoryForm(api);
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The list as it is now (each visit to the screen). */
  load(): Promise<void> {
    this.actionError = null;
    return this.list.reload();
  }

  isChanging(category: AdminCategory): boolean {
    return this.changing.includes(category._id);
  }

  /** Hide a visible category or display a hidden one. */
  async toggleVisibility(category: AdminCategory): Promise<void> {
    if (this.isChanging(category)) return;
    this.changing.push(category._id);
    this.actionError = null;
    try {
      const changed = await this.#api.setVisible(category._id, !category.isVisible);
      runInAction(() => {
        this.list.replace((c) => c._id === changed._id, changed);
        this.notice.show(`${changed.name} is now ${changed.isVisible ? 'visible' : 'hidden'}.`);
      });
    } catch (error) {
      runInAction(() => {
        this.actionError = errorText(error);
      });
    } finally {
      runInAction(() => {
        this.changing = this.changing.filter((id) => id !== category._id);
      });
    }
  }
}
