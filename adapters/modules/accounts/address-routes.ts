import express, { type Request, type Router } from 'express';
import type { AddAddressInput, AddressCaller } from '../../../application/accounts/ports.js';
import type { EditAddressInput } from '../../../application/accounts/edit-address.js';
import { validateAddress } from '../../../domain/address.js';
import type { Result } from '../../../domain/result.js';
import { apiRoute } from '../../http/api-route.js';
import type { ApiRegistry } from '../../http/openapi.js';
import { deleteAddressBody, editAddressBody, newAddressBody, tokenAnswer } from '../../http/contract/accounts.js';

type TokenResult = Promise<Result<{ token: string }>>;

export interface AddressRouteDeps {
  registry: ApiRegistry;
  addAddress(input: AddAddressInput): TokenResult;
  editAddress(input: EditAddressInput): TokenResult;
  deleteAddress(input: AddressCaller & { addressId: string }): TokenResult;
}

const TAG = 'Accounts';
const RESPONSES = { 200: '{token} with the changed address book', 400: 'Field → message', 401: 'Not signed in', 403: 'Another user', 404: 'Unknown address' };

const caller = (req: Request, ref: string | undefined): AddressCaller => {
  const c: AddressCaller = { userId: req.user?.userId ?? '', sessionId: req.user?.sessionId ?? '' };
  if (ref !== undefined) c.userRef = ref;
  return c;
};

/** The signed-in customer's address book; every change answers a fresh token. */
export function addressRoutes(deps: AddressRouteDeps): Router {
  const router = express.Router();

  apiRoute(router, deps.registry, {
    method: 'post',
    path: '/api/users/newAddress',
    summary: 'Add an address to the address book',
    tag: TAG,
    auth: 'customer',
    body: newAddressBody,
    formRules: validateAddress,
    answer: tokenAnswer,
    responses: RESPONSES,
    handler: ({ body, req }) => {
      const { user, addNewAddress: _ignored, ...address } = body;
      return deps.addAddress({ ...caller(req, user), ...address });
    },
  });

  apiRoute(router, deps.registry, {
    method: 'post',
    path: '/api/users/editAddress',
    summary: 'Change an address of the address book',
    tag: TAG,
    auth: 'customer',
    body: editAddressBody,
    formRules: (f) => {
      // Without a country in the call the address keeps its own, which only the use case knows.
      const country = f.editCountry ?? (typeof f.editAddress === 'object' ? f.editAddress.country : undefined);
      const errors = validateAddress({ streetAdress: f.editStreetAdress, city: f.editCity, zipCode: f.editPostcode, region: f.editRegion, country });
      if (country === undefined) {
        delete errors.country;
        delete errors.region;
      }
      return errors;
    },
    answerAs: { editStreetAdress: 'streetAdress', editCity: 'city', editPostcode: 'zipCode', editRegion: 'region', editCountry: 'country' },
    answer: tokenAnswer,
    responses: RESPONSES,
    handler: ({ body, req }) => {
      const fromAddress = typeof body.editAddress === 'object' ? body.editAddress.country : undefined;
      const input: EditAddressInput = {
        ...caller(req, body.user),
        addressId: body.editAddressId,
        streetAdress: body.editStreetAdress,
        city: body.editCity,
        zipCode: body.editPostcode,
        region: body.editRegion,
      };
      const country = body.editCountry ?? fromAddress;
      if (country !== undefined) input.country = country;
      if (body.editSetAsDefault !== undefined) input.setAsDefault = body.editSetAsDefault;
      return deps.editAddress(input);
    },
  });

  apiRoute(router, deps.registry, {
    method: 'post',
    path: '/api/users/deleteAddress',
    summary: 'Delete an address from the address book',
    tag: TAG,
    auth: 'customer',
    body: deleteAddressBody,
    answer: tokenAnswer,
    responses: RESPONSES,
    handler: ({ body, req }) => deps.deleteAddress({ ...caller(req, body.user), addressId: body.address }),
  });

  return router;
}
