// The cleaning of fields lives in the model (src/model/clean.ts): the use cases finish their results with it, and
// the formatters and faces keep importing it from here.
export * from '../model/clean.js';
