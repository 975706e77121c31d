import { makeDeleteUser } from '../../../application/users/delete-user.js';
import { makeGetUser } from '../../../application/users/get-user.js';
import { makeListUsers } from '../../../application/users/list-users.js';
import type { UserStores } from '../../../application/users/ports.js';
import { makeUpdateUser } from '../../../application/users/update-user.js';
import { unitOfWorkIn } from '../../platform/database/unit-of-work.js';
import type { ShopModule } from '../../platform/module.js';
import { ACCOUNTS, AUDIT, T } from '../../platform/tokens.js';
import { postgresAdminUserReader } from './admin-user-reader.js';
import { postgresAdminUserRepository } from './admin-user-repository.js';
import { adminUserRouter } from './admin-users-routes.js';

/** The back office's users: list, one user, edit (rights, activity, mailing list, names, e-mail, addresses), delete. Audited and announced (`user.changed`). */
export const usersModule: ShopModule = {
  name: 'users',
  routers(c) {
    const uow = unitOfWorkIn<UserStores>(c, (tx) => ({ adminUsers: postgresAdminUserRepository(tx), users: c.get(ACCOUNTS.usersIn)(tx), audit: c.get(AUDIT.logIn)(tx) }));
    const reader = postgresAdminUserReader(c.get(T.db));
    const clock = c.get(T.clock);
    return [
      adminUserRouter({
        registry: c.get(T.registry),
        listUsers: makeListUsers({ reader }),
        getUser: makeGetUser({ reader }),
        updateUser: makeUpdateUser({ uow, clock, ids: c.get(T.ids) }),
        deleteUser: makeDeleteUser({ uow, clock }),
      }),
    ];
  },
};
