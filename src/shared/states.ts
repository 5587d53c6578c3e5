import definitions from '../../schemas/common/definitions.json';

/** The states offered, in the order of the schemas' shared `state` list (labels are `enums.state.<code>`). */
export const STATES: readonly string[] = definitions.definitions.state.enum;
