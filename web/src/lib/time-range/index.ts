export * from './relative-expression';
export * from './time-range';
export * from './url-params';
export * from './recent-ranges';
