import Vapor
