import type { OperationHandler } from '../../dispatch/types';
import { addCategoryHandler, updateCategoryHandler, viewAllCategoriesCorporateHandler } from './categories';
import { addCompanyBankHandler, updateCompanyBankHandler, viewCompanyBankCorporateHandler } from './company-banks';
import {
  addEmployeeBankHandler,
  updateEmployeeBankHandler,
  viewEmployeeBankWithProfileIdHandler,
} from './employee-banks';
import { addPopularPlaceHandler, deletePopularPlaceHandler, viewPopularPlacesHandler } from './popular-places';
import { addVehicleHandler, updateVehicleHandler, verifyVehicleMasterHandler, viewAllVehiclesHandler } from './vehicles';

/** Banks, expense categories, vehicles and popular places (contracts: src/contract/masters/{banks,categories,vehicles,popular-places}.ts). */
export const financeMasterHandlers: readonly OperationHandler[] = [
  addCompanyBankHandler,
  updateCompanyBankHandler,
  viewCompanyBankCorporateHandler,
  addEmployeeBankHandler,
  updateEmployeeBankHandler,
  viewEmployeeBankWithProfileIdHandler,
  viewAllCategoriesCorporateHandler,
  addCategoryHandler,
  updateCategoryHandler,
  viewAllVehiclesHandler,
  addVehicleHandler,
  updateVehicleHandler,
  verifyVehicleMasterHandler,
  viewPopularPlacesHandler,
  addPopularPlaceHandler,
  deletePopularPlaceHandler,
];
