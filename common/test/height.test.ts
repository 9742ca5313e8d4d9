import { parseHeight } from '../src/height';

describe('parseHeight', () => {
  test.each([
    [`5'2"`, `5'2"`],
    [`5' 2"`, `5'2"`],
    [`5'2`, `5'2"`],
    [`5'`, `5'0"`],
    [`5'11"`, `5'11"`],
    ['5ft 2in', `5'2"`],
    ['5 ft 2 in', `5'2"`],
    ['5FT2IN', `5'2"`],
    ['  5ft 2in  ', `5'2"`],
    ['157cm', `5'2"`],
    ['157 cm', `5'2"`],
    ['152.4cm', `5'0"`],
    ['182.88cm', `6'0"`],
    ['180 CM', `5'11"`],
    ['5.2', `5'2"`],
    ['5.5', `5'6"`],
    ['5.99', `6'0"`],
    ['5', `5'0"`],
  ])('when the height is %j, then it reads %j', (input, expected) => {
    expect(parseHeight(input)).toBe(expected);
  });

  test.each([
    [`5'12"`],
    ['5ft 12in'],
    [`5'13"`],
    [''],
    ['   '],
    ['tall'],
    ['5 feet two'],
    ['157'],
    ['157mm'],
    ['-5.2'],
    ['5,2'],
    [`5'2"3`],
    ['cm'],
    ['5.2.1'],
  ])('when the height is %j, then it is refused', (input) => {
    expect(parseHeight(input)).toBeNull();
  });
});
