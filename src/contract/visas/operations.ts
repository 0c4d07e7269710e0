import { getVisaCoverage } from './coverage';
import { addPassport, deletePassport, getPassports, updatePassport } from './passports';
import { getVisaMasterListForVerify, verifyVisa } from './verify';
import { addVisa, deleteVisa, getVisas, updateVisa } from './visa-records';

/** Passports, visas, their verification and the coverage warnings (docs/features/visas.md). */
export const visaOperations = {
  getPassports,
  addPassport,
  updatePassport,
  deletePassport,
  getVisas,
  addVisa,
  updateVisa,
  deleteVisa,
  getVisaMasterListForVerify,
  verifyVisa,
  getVisaCoverage,
};
