/// What the digits of the time operators' marbles stand for: `"^-1-2|"` emits 1 and 2.
let marbleDigits: [Character: Int] = ["0": 0, "1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9]
