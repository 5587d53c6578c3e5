/**
 * The body of `PUT /api/v1/kbvapplicants/kbv`: the KBA object as `POST …/kbv` gave it, with `Answer: true` on the
 * chosen choice of each question (texts may be sent back too; they are ignored). Which questions and choices are
 * valid is known only from the offered set, so that is checked by the service, with a message per question.
 */
export const ANSWERS_SCHEMA = {
  type: 'object',
  required: ['Questions'],
  properties: {
    Questions: {
      type: 'array',
      minItems: 1,
      maxItems: 50,
      items: {
        type: 'object',
        required: ['Id', 'Choices'],
        properties: {
          Id: { type: 'integer' },
          Choices: {
            type: 'array',
            maxItems: 50,
            items: {
              type: 'object',
              required: ['Id', 'Answer'],
              properties: { Id: { type: 'integer' }, Answer: { type: 'boolean' } },
            },
          },
        },
      },
    },
  },
} as const;
