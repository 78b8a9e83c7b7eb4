export { startProduct, type ProductOptions, type Role, type RunningProduct } from './start-product';
export { closeServer, listen } from './listen';
