import { makeAutoObservable } from 'mobx';
import { FormState } from '../stores/FormState';
import { TimedMessage } from '../stores/TimedMessage';
import type { CategoriesApi } from './categories-api';

export const CATEGORY_CREATED = 'New category has been successfully created.';

/** /adminpanel/categories/newCategory: a title and a visibility; Create only with a title and nothing running. */
export class NewCategoryForm {
  readonly form = new FormState({ name: '', isVisible: true });
  readonly success = new TimedMessage();
  readonly #api: CategoriesApi;

  constructor(api: CategoriesApi) {
    this.#api = api;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get canSubmit(): boolean {
    return this.form.values.name.trim() !== '' && !this.form.saving;
  }

  /** Creates the category; the server's message goes under the name (empty, taken…). Ready for the next one after. */
  async submit(): Promise<void> {
    if (!this.canSubmit) return;
    this.success.clear();
    const created = await this.form.save((values) => this.#api.create({ name: values.name, isVisible: values.isVisible }));
    if (created) {
      this.form.set('name', '');
      this.success.show(CATEGORY_CREATED);
    }
  }

  /** Everything as new (leaving the screen). */
  reset(): void {
    this.form.reset();
    this.success.clear();
  }
}
