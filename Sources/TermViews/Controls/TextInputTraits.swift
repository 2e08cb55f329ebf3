import Foundation

// UIKit's `UITextInputTraits` values. A terminal has one keyboard and types characters as they come,
// so text fields store these only.

/// UIKit's `UIKeyboardType`.
public enum KeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// UIKit's `UIReturnKeyType`.
public enum ReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// UIKit's `UITextAutocorrectionType`.
public enum TextAutocorrectionType: Int, Sendable { case `default`, no, yes }

/// UIKit's `UITextAutocapitalizationType`.
public enum TextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
